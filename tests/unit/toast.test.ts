import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => {
  let nextId = 0;
  const toast = Object.assign(
    vi.fn((_title: string, options?: { id?: string | number }) => options?.id ?? ++nextId),
    { dismiss: vi.fn() },
  );
  return { toast, reset: () => (nextId = 0) };
});
vi.mock("sonner", () => ({ toast: sonner.toast }));

const { admitToast, dismissToast, notify, TOAST_DEFAULT_DURATION, TOAST_LIMIT } = await import("~/lib/toast");

beforeEach(() => {
  dismissToast();
  sonner.toast.mockClear();
  sonner.toast.dismiss.mockClear();
  sonner.reset();
});

describe("admitToast", () => {
  it("keeps the newest first and at most three", () => {
    let kept: (string | number)[] = [];
    const evicted: (string | number)[] = [];
    for (const id of [1, 2, 3, 4, 5]) {
      const result = admitToast(kept, id);
      kept = result.kept;
      evicted.push(...result.evicted);
    }
    expect(TOAST_LIMIT).toBe(3);
    expect(kept).toEqual([5, 4, 3]);
    expect(evicted).toEqual([1, 2]);
  });

  it("moves an updated toast to the front without duplicating it", () => {
    expect(admitToast([3, 2, 1], 2)).toEqual({ kept: [2, 3, 1], evicted: [] });
  });
});

describe("notify", () => {
  it("shows a toast for 5000 ms by default with the variant's class", () => {
    notify({ title: "Idea Submitted!", description: "Thanks", variant: "tetra" });
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    expect(sonner.toast).toHaveBeenCalledWith(
      "Idea Submitted!",
      expect.objectContaining({ description: "Thanks", duration: 5000, className: "toast toast--tetra" }),
    );
  });

  it("passes an explicit duration through, including Infinity", () => {
    notify({ title: "A", duration: 10000 });
    notify({ title: "B", duration: Infinity });
    expect(sonner.toast.mock.calls.map(([, options]) => (options as { duration: number }).duration)).toEqual([
      10000,
      Infinity,
    ]);
  });

  it("dismisses the oldest toast when a fourth arrives", () => {
    const ids = ["a", "b", "c", "d"].map((title) => notify({ title }));
    expect(sonner.toast.dismiss).toHaveBeenCalledTimes(1);
    expect(sonner.toast.dismiss).toHaveBeenCalledWith(ids[0]);
  });

  it("updates a toast in place when given its id", () => {
    const id = notify({ title: "Uploading" });
    notify({ title: "Done", id });
    notify({ title: "Other" });
    notify({ title: "Another" });
    expect(sonner.toast.dismiss).not.toHaveBeenCalled();
    expect(sonner.toast).toHaveBeenLastCalledWith("Another", expect.anything());
  });
});
