/** The request body is larger than the form accepts; `size` is what was declared or read so far. */
export class PayloadTooLargeError extends Error {
  constructor(readonly size: number) {
    super(`Request body of ${size} bytes is too large`);
    this.name = "PayloadTooLargeError";
  }
}

/**
 * The request body, at most `maxBytes` of it. A declared Content-Length above the limit is refused
 * before anything is read; a body without one (chunked) is read only up to the limit, so a client
 * cannot make the server buffer more than that.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw new PayloadTooLargeError(declared);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new PayloadTooLargeError(total);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** A form body of at most `maxBytes` (see readBodyWithin). */
export async function readFormDataWithin(request: Request, maxBytes: number): Promise<FormData> {
  const body = await readBodyWithin(request, maxBytes);
  return new Response(body, { headers: { "Content-Type": request.headers.get("content-type") ?? "" } }).formData();
}

/** A UTF-8 text body of at most `maxBytes` (see readBodyWithin). */
export async function readTextWithin(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyWithin(request, maxBytes));
}
