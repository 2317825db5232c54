import { href, redirect } from "react-router";

/** The console opens on its leads. */
export function loader() {
  return redirect(href("/staff/leads"));
}
