import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { scrollForEnteredPage } from "./useScrollBehaviour";

/** Runs once the entering page is in the document, so #anchor targets exist when we scroll. */
export function ScrollOnEnter() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    scrollForEnteredPage(location, navigationType);
    // Only on entering: search-param changes on the same page keep the position.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
