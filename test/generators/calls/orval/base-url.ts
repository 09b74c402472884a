// Where orval's generated functions read the server's base URL (`baseUrl.runtime` in orval.config.mjs).
let baseUrl = '';
export const svcBaseUrl = (): string => baseUrl;
export const setSvcBaseUrl = (url: string): void => {
  baseUrl = url;
};
