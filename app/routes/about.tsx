import type { Route } from "./+types/about";
import { ManagedContent, useContentErrorToast } from "~/components/ManagedContent";
import { VoiceIdeaForm } from "~/components/voice/VoiceIdeaForm";
import { loadPageContent } from "~/lib/content.server";

export function meta() {
  return [{ title: "About Us" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadPageContent(context.cloudflare.env, "about_page") };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  useContentErrorToast(content);
  return (
    <>
      <section className="page-section">
        <div className="container narrow">
          <h1>About Us</h1>
          <h2>Who We Are</h2>
          <ManagedContent content={content} section="who_we_are" />
        </div>
      </section>
      <section id="speak-your-vision" className="page-section page-section--tinted" aria-labelledby="speak-your-vision-heading">
        <div className="container narrow">
          <h2 id="speak-your-vision-heading">Speak Your Vision</h2>
          <VoiceIdeaForm />
        </div>
      </section>
    </>
  );
}
