// Finds contract fields a generator typed `unknown` or `any`: walks every exported type of the generated model files
// through the type checker (properties, array elements, union members, index signatures) and reports each place a
// value is `any`/`unknown`, or is an object with no properties at all, unless the contract itself says "anything"
// there (`additionalProperties: true` with no properties).
import ts from 'typescript';

export interface Untyped {
  path: string;
  problem: string;
}

const isFreeForm = (type: ts.Type, checker: ts.TypeChecker): boolean => {
  if (
    !(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) ||
    checker.getSignaturesOfType(type, ts.SignatureKind.Call).length > 0
  )
    return false;
  if (checker.isArrayType(type) || checker.isTupleType(type) || checker.getPropertiesOfType(type).length > 0) return false;
  // No named members: either `{}` or only an index signature of unknown/any/never (a Record of nothing typed).
  return checker
    .getIndexInfosOfType(type)
    .every((info) => info.type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never));
};

/**
 * @param files the generated files whose exported types are the contract's types
 * @param allowedFreeForm property names (or `[key]` for map values) where the contract allows anything
 * @param excused exact paths the contract gives no schema at all (a response without a body), with the reason
 */
export function findUntyped(program: ts.Program, files: string[], allowedFreeForm: Set<string>, excused: Map<string, string>): Untyped[] {
  const checker = program.getTypeChecker();
  const found: Untyped[] = [];
  const seen = new Set<ts.Type>();

  let root = '';
  const walk = (type: ts.Type, path: string, last: string): void => {
    if (excused.has(path)) return;
    if (type.flags & ts.TypeFlags.Any) return void found.push({ path, problem: 'any' });
    if (type.flags & ts.TypeFlags.Unknown) return void found.push({ path, problem: 'unknown' });
    if (type.isUnion()) {
      for (const member of type.types) walk(member, path, last);
      return;
    }
    // `string & {}` is the idiom for "any string, but keep the literal suggestions": a string, not an object.
    if (type.isIntersection() && type.types.some((member) => !(member.flags & ts.TypeFlags.Object))) return;
    if (!(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return;
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      for (const element of checker.getTypeArguments(type as ts.TypeReference)) walk(element, `${path}[]`, last);
      return;
    }
    if (checker.getSignaturesOfType(type, ts.SignatureKind.Call).length > 0) return;
    if (isFreeForm(type, checker)) {
      // A free-form type on its own (orval's `CaptureRequestFields`, openapi-typescript's `$defs`) is judged where a
      // field uses it, under the field's name.
      if (path !== root && !allowedFreeForm.has(last)) found.push({ path, problem: 'object with no typed members' });
      return;
    }
    if (seen.has(type)) return;
    seen.add(type);
    for (const property of checker.getPropertiesOfType(type)) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getTypeOfSymbol(property);
      walk(propertyType, `${path}.${property.name}`, property.name);
    }
    for (const info of checker.getIndexInfosOfType(type)) {
      // An index signature of unknown beside named members is the contract's `additionalProperties: true`.
      if (info.type.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) continue;
      walk(info.type, `${path}[key]`, '[key]');
    }
  };

  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not in the program: ${file}`);
    for (const statement of source.statements) {
      if (!ts.isTypeAliasDeclaration(statement) && !ts.isInterfaceDeclaration(statement)) continue;
      if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
      if (statement.typeParameters?.length) continue;
      const name = statement.name.text;
      root = name;
      walk(checker.getTypeAtLocation(statement.name), name, name);
    }
  }
  return found;
}
