// Spectral function: no schema is named after a JavaScript or DOM global, or after a parameter. Generators emit a
// type per schema name: `Error` shadows the global Error in hey-api, orval and kubb output, and a schema sharing a
// parameter's name gets renamed (`Environment2`).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import globals from 'globals';
import ts from 'typescript';

/** Global names a generated module can see: runtime globals, and every top-level name TypeScript's lib files declare. */
function reservedNames() {
  const names = new Set();
  for (const env of ['builtin', 'browser', 'node', 'worker', 'serviceworker'])
    for (const name of Object.keys(globals[env])) names.add(name);
  const lib = dirname(ts.getDefaultLibFilePath({}));
  const declaration = /^(?:declare )?(?:interface|type|var|let|const|function|class|namespace) ([A-Za-z_$][\w$]*)/gm;
  for (const file of readdirSync(lib).filter((f) => /^lib\..*\.d\.ts$/.test(f))) {
    for (const match of readFileSync(join(lib, file), 'utf8').matchAll(declaration)) names.add(match[1]);
  }
  return names;
}

let reserved;
const normalise = (name) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Parameter names (their `name`, and their key under components.parameters), normalised as generators do. */
function parameterNames(document) {
  const names = new Map();
  const add = (name, where) => {
    if (typeof name === 'string' && !names.has(normalise(name))) names.set(normalise(name), where);
  };
  const addList = (list, where) => {
    if (Array.isArray(list)) for (const p of list) if (p && typeof p === 'object') add(p.name, `${where} parameter "${p.name}"`);
  };
  for (const [key, p] of Object.entries(document.components?.parameters ?? {})) {
    add(key, `components.parameters.${key}`);
    add(p?.name, `components.parameters.${key} (name "${p?.name}")`);
  }
  for (const group of [document.paths, document.webhooks]) {
    for (const [route, item] of Object.entries(group ?? {})) {
      if (!item || typeof item !== 'object') continue;
      addList(item.parameters, route);
      for (const op of Object.values(item))
        if (op && typeof op === 'object') addList(op.parameters, `${route} ${op.operationId ?? ''}`.trim());
    }
  }
  return names;
}

export default function schemaNameNotReserved(document) {
  reserved ??= reservedNames();
  const parameters = parameterNames(document);
  const results = [];
  for (const name of Object.keys(document.components?.schemas ?? {})) {
    const path = ['components', 'schemas', name];
    if (reserved.has(name)) {
      results.push({ message: `schema "${name}" is named after a JavaScript or DOM global; generated code would shadow it`, path });
    }
    const parameter = parameters.get(normalise(name));
    if (parameter) results.push({ message: `schema "${name}" has the name of ${parameter}; generators would rename one of them`, path });
  }
  return results;
}
