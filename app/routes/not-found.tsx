import { data } from "react-router";
import { NotFoundPage } from "~/components/NotFoundPage";

export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export function meta() {
  return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
