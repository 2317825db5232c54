import { beforeEach, describe, expect, it, vi } from "vitest";

const toast = Object.assign(vi.fn(), { dismiss: vi.fn() });
const {
  admitToast,
  dismissToast,
  isToasterWanted,
  markToasterReady,
  notify,
  subscribeToasterWanted,
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
} = await import("~/lib/toast");

// Before any other test raises a toast: the toaster (and sonner) is wanted from the first one on.
describe("the toaster", () => {
  it("is wanted once the page raises its first toast, not before", () => {
    const wanted = vi.fn();
    const unsubscribe = subscribeToasterWanted(wanted);
    dismissToast();
    expect(isToasterWanted()).toBe(false);
    notify({ title: "First" });
    notify({ title: "Second" });
    expect(isToasterWanted()).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

markToasterReady({ toast } as unknown as typeof import("sonner"));

/** notify() hands the toast to sonner once the lazily loaded toaster is ready. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(async () => {
  dismissToast();
  await settle();
  toast.mockClear();
  toast.dismiss.mockClear();
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
  it("shows a toast for 5000 ms by default with the variant's class", async () => {
    const id = notify({ title: "Idea Submitted!", description: "Thanks", variant: "tetra" });
    await settle();
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    expect(toast).toHaveBeenCalledWith(
      "Idea Submitted!",
      expect.objectContaining({ id, description: "Thanks", duration: 5000, className: "toast toast--tetra" }),
    );
  });

  it("passes an explicit duration through, including Infinity", async () => {
    notify({ title: "A", duration: 10000 });
    notify({ title: "B", duration: Infinity });
    await settle();
    expect(toast.mock.calls.map(([, options]) => (options as { duration: number }).duration)).toEqual([
      10000,
      Infinity,
    ]);
  });

  it("dismisses the oldest toast when a fourth arrives", async () => {
    const ids = ["a", "b", "c", "d"].map((title) => notify({ title }));
    await settle();
    expect(new Set(ids).size).toBe(4);
    expect(toast.dismiss).toHaveBeenCalledTimes(1);
    expect(toast.dismiss).toHaveBeenCalledWith(ids[0]);
  });

  it("updates a toast in place when given its id", async () => {
    const id = notify({ title: "Uploading" });
    notify({ title: "Done", id });
    notify({ title: "Other" });
    notify({ title: "Another" });
    await settle();
    expect(toast.dismiss).not.toHaveBeenCalled();
    expect(toast.mock.calls[1]).toEqual(["Done", expect.objectContaining({ id })]);
  });
});
