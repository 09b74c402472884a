// gzip (level 9) and brotli (quality 11) through node:zlib, for the widget's files: each compressed once, on first request.

import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { SdkCompressor } from '@svc/reference-server';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export const nodeCompressor: SdkCompressor = async (body) => {
  const [gz, br] = await Promise.all([
    gzipAsync(body, { level: 9 }),
    brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  return { gzip: new Uint8Array(gz), br: new Uint8Array(br) };
};
