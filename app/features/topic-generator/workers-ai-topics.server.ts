import { generateText, NoObjectGeneratedError, Output } from "ai";
import { z } from "zod";
import { SITE } from "~/content/site";
import { readConfig } from "~/lib/config.server";
import { logWarning } from "~/lib/log.server";
import { callFailed, workersAiModel } from "~/lib/workers-ai-model.server";
import { AI_TIMEOUTS_MS, AiFailure, withDeadline, type WorkersAiEnv } from "~/lib/workers-ai.server";
import { buildMindmap, cleanDiagramText, mermaidTextProblem, unfenceMermaid } from "./diagram-text";
import { joinPhrase, splitList } from "./local-topics.server";
import type { TopicIdeas, TopicRequest } from "./topic-requests";

/** The topic model's instructions and the visitor's request as its prompt. */
const TOPIC_SYSTEM_PROMPT = [
  `You write blog topic ideas for ${SITE.name}, an electronics design and embedded-systems consultancy.`,
  "Return 5 to 8 specific, engaging blog post titles. Every title must mention the visitor's keywords.",
  "Also return mermaid_code: a Mermaid mindmap (first line: mindmap) with the keywords as the root and the topics grouped into a few themes.",
  "In mindmap node text use only letters, digits, spaces and the punctuation , . ' & ? ! + / -; no brackets, quotes or colons inside node text.",
].join("\n");

function topicPrompt(request: TopicRequest): string {
  return [
    `Keywords: ${request.keywords}`,
    `Industry: ${request.industry || "not given"}`,
    `Niche: ${request.niche || "not given"}`,
    `Product details: ${request.product_details || "not given"}`,
    `Reader interests: ${request.user_interests || "not given"}`,
  ].join("\n");
}

const TopicIdeasSchema = z.object({
  blog_topics: z.array(z.string()).min(1).max(10),
  mermaid_code: z.string(),
});

export async function topicIdeas(env: WorkersAiEnv, request: TopicRequest): Promise<TopicIdeas> {
  const modelName = readConfig(env).topicModel;
  const controller = new AbortController();
  let ideas: z.infer<typeof TopicIdeasSchema>;
  try {
    ({ output: ideas } = await withDeadline(
      generateText({
        model: workersAiModel(env, modelName),
        output: Output.object({ schema: TopicIdeasSchema, name: "blog_topic_ideas" }),
        system: TOPIC_SYSTEM_PROMPT,
        prompt: topicPrompt(request),
        maxOutputTokens: 1500,
        temperature: 0.7,
        maxRetries: 1,
        abortSignal: controller.signal,
      }),
      AI_TIMEOUTS_MS.topics,
      controller,
      modelName,
    ));
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) {
      // Not the error itself: its text and its cause's message quote the model's output.
      const problem = error.cause instanceof Error ? error.cause.name : "no output";
      throw new AiFailure(
        "malformed",
        modelName,
        `The topic model's answer did not match the schema (${problem}, finish reason ${error.finishReason ?? "unknown"})`,
      );
    }
    throw callFailed(error, modelName);
  }

  const topics = ideas.blog_topics.map((topic) => topic.trim()).filter(Boolean);
  if (topics.length === 0) throw new AiFailure("malformed", modelName, "The topic model returned only blank topics");
  const diagram = unfenceMermaid(ideas.mermaid_code);
  const problem = mermaidTextProblem(diagram);
  if (problem) {
    // The topics are worth keeping; the model's diagram is replaced by a mindmap of them.
    logWarning("assistant.topic_diagram_replaced", { model: modelName, problem });
    return { blog_topics: topics, mermaid_code: topicsMindmap(request.keywords, topics) };
  }
  // Cleaned here as well as in the browser (MermaidDiagram): the answer carries no markup, no
  // configuration and no link statement, whoever renders it.
  return { blog_topics: topics, mermaid_code: cleanDiagramText(diagram) };
}

function topicsMindmap(keywords: string, topics: readonly string[]): string {
  return buildMindmap(joinPhrase(splitList(keywords)), [{ label: "Blog topics", children: topics }]);
}
