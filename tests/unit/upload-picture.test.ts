import { afterEach, describe, expect, it, vi } from "vitest";
import { uploadPicture } from "~/features/pictures";

const ID = "a".repeat(64);
const PICTURE = { id: ID, src: `/media/${ID}.png`, width: 640, height: 427, type: "image/png" };

afterEach(() => {
  vi.unstubAllGlobals();
});

function answering(response: Response) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => response);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("uploadPicture", () => {
  it("sends the file as multipart field `file` to /staff/pictures and resolves with the picture", async () => {
    const fetch = answering(Response.json(PICTURE, { status: 201 }));
    const file = new File([new Uint8Array([0x89, 0x50])], "board.png", { type: "image/png" });
    const signal = new AbortController().signal;
    await expect(uploadPicture(file, signal)).resolves.toEqual(PICTURE);
    const [address, init] = fetch.mock.calls[0]!;
    expect(address).toBe("/staff/pictures");
    expect(init?.method).toBe("POST");
    expect(init?.signal).toBe(signal);
    expect((init?.body as FormData).get("file")).toBe(file);
  });

  it("throws the server's sentence for staff", async () => {
    answering(Response.json({ error: "Choose a JPEG, PNG or WebP picture." }, { status: 415 }));
    await expect(uploadPicture(new File(["text"], "notes.jpg"))).rejects.toThrow(
      new Error("Choose a JPEG, PNG or WebP picture."),
    );
  });

  it("throws a sentence of its own when the answer is not the server's JSON", async () => {
    for (const response of [
      new Response("Forbidden", { status: 403 }),
      Response.json({ id: "not a sha256" }, { status: 201 }),
      new Response("<html>502</html>", { status: 502 }),
    ]) {
      answering(response);
      await expect(uploadPicture(new File(["x"], "x.png"))).rejects.toThrow(
        new Error("The picture could not be uploaded. Please try again."),
      );
    }
  });

  it("refuses a file over 10 MB without sending it", async () => {
    const fetch = answering(Response.json(PICTURE, { status: 201 }));
    const large = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.jpg", { type: "image/jpeg" });
    await expect(uploadPicture(large)).rejects.toThrow(new Error("The picture is larger than 10 MB."));
    expect(fetch).not.toHaveBeenCalled();
  });
});
