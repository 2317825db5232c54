import { APICallError, RetryError, type LanguageModel } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import { AiFailure, type WorkersAiEnv } from "./workers-ai.server";

/*
 * The AI SDK's side of a Workers AI call, apart from the endpoints' shared code so that the SDK is
 * imported with the model calls, on an AI feature's first call (decision 0057).
 */

export function workersAiModel(env: WorkersAiEnv, name: string): LanguageModel {
  return createWorkersAI({ binding: env.AI })(name);
}

/**
 * A call that failed. The binding's own error (the provider wraps it as an APICallError, and the
 * SDK as a RetryError once it has retried) becomes the cause, whose message is the reason logged.
 * Workers AI's capacity and account limits (3040, 3036) arrive as status 429.
 */
export function callFailed(error: unknown, modelName: string): AiFailure {
  if (error instanceof AiFailure) return error;
  const last = RetryError.isInstance(error) ? error.lastError : error;
  const kind = APICallError.isInstance(last) && last.statusCode === 429 ? "rate-limited" : "error";
  return new AiFailure(kind, modelName, "Workers AI call failed", { cause: error });
}
