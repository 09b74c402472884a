// orval's configuration for the check: the fetch client, models in their own files, the base URL read at runtime.
export default {
  svc: {
    input: { target: process.env.SVC_OPENAPI_YAML },
    output: {
      target: './generated/client.ts',
      schemas: './generated/model',
      client: 'fetch',
      mode: 'single',
      baseUrl: { runtime: 'svcBaseUrl()', imports: [{ name: 'svcBaseUrl', importPath: '../base-url' }] },
    },
  },
};
