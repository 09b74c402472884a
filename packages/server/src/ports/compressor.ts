// Compression of the files the server serves as they are (the widget's loader and panel), done once per file.

/**
 * Compresses a file the server serves (the widget's loader and panel), once per file. The Node adapter gives gzip
 * and brotli (node:zlib); the default, `webCompressor`, gives gzip where the runtime has `CompressionStream`.
 * @public
 */
export type SdkCompressor = (body: Uint8Array) => Promise<{ gzip?: Uint8Array; br?: Uint8Array }>;

/**
 * gzip through the Web `CompressionStream`, where the runtime has one (browsers, workers, Node, Deno, Bun).
 * @public
 */
export const webCompressor: SdkCompressor = async (body) => {
  if (typeof CompressionStream !== 'function') return {};
  const stream = new Blob([body as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('gzip'));
  return { gzip: new Uint8Array(await new Response(stream).arrayBuffer()) };
};
