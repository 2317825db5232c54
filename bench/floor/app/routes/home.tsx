// The template's welcome page cut down to a heading and a paragraph: a loader reads a var from
// the Worker's environment and the page renders it, so a view runs one loader as a real page does.
import { env } from "cloudflare:workers";
import { useLoaderData } from "react-router";

export function meta() {
  return [{ title: "New React Router App" }, { name: "description", content: "Welcome to React Router!" }];
}

export function loader() {
  return { message: String(env.VALUE_FROM_CLOUDFLARE) };
}

export default function Home() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Welcome to React Router</h1>
      <p>{message}</p>
    </main>
  );
}
