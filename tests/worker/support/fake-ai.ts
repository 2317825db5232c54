/** One request the app made of the Workers AI binding. */
export interface ModelCall {
  model: string;
  inputs: Record<string, unknown>;
  signal?: AbortSignal;
}

/** A stand-in for the Workers AI binding (unreachable from a test) that records what the app asks of it. */
export function fakeAi(answer: (call: ModelCall) => unknown) {
  const calls: ModelCall[] = [];
  const ai = {
    run: async (model: string, inputs: Record<string, unknown>, options?: AiOptions) => {
      const call = { model, inputs, signal: options?.signal };
      calls.push(call);
      return answer(call);
    },
  } as unknown as Ai;
  return { ai, calls };
}
