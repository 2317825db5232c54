import { data } from "react-router";
import { NotFoundPage } from "~/components/NotFoundPage";
import { pageTitle } from "~/lib/seo";

/** Any address no other route matches: the not-found page with HTTP 404. */
export function loader() {
  return data(null, { status: 404, statusText: "Not Found" });
}

export function meta() {
  return [{ title: pageTitle("Page not found") }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
