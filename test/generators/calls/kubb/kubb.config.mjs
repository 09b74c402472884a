// kubb's configuration for the check: types and a fetch client (bundled into the output, so no runtime package).
import { defineConfig } from '@kubb/core';
import { pluginClient } from '@kubb/plugin-client';
import { pluginOas } from '@kubb/plugin-oas';
import { pluginTs } from '@kubb/plugin-ts';

export default defineConfig({
  root: '.',
  input: { path: process.env.SVC_OPENAPI_YAML },
  output: { path: './generated', clean: true, format: false, lint: false },
  plugins: [pluginOas({ generators: [] }), pluginTs(), pluginClient({ client: 'fetch', bundle: true, dataReturnType: 'full' })],
});
