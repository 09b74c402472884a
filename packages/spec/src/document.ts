// The contract as data (for serving /openapi.json and validating responses in tests).
export { openapiDocument } from './generated/document.js';
