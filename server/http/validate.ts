import * as v from 'valibot';
import { ApiError, messages } from './errors';

function fieldName(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((p) => String(p.key)).join('.');
}

const typeNames: Record<string, string> = {
  string: 'texto',
  number: 'un número',
  boolean: 'verdadero o falso',
  object: 'un objeto',
  array: 'una lista',
  picklist: 'uno de los valores permitidos',
};

/**
 * Turns the first valibot issue into a Spanish message that names the field. Custom messages
 * (the spec's validator texts) are kept as written; type issues are worded here.
 */
export function issueMessage(issue: v.BaseIssue<unknown>, where: 'body' | 'query' | 'params'): string {
  const field = fieldName(issue);
  // valibot's own messages are English and start with "Invalid"; ours are Spanish and kept.
  if (!/^Invalid /.test(issue.message)) return issue.message;
  if (!field) return where === 'body' ? messages.bodyNotObject : 'Parámetros inválidos';
  if (issue.input === undefined || issue.input === null) return `El campo "${field}" es obligatorio`;
  if (issue.kind !== 'schema') return `El campo "${field}" no es válido`;
  const expected = typeNames[issue.type] ?? 'un valor válido';
  return `El campo "${field}" debe ser ${expected}`;
}

export function parseWith<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  where: 'body' | 'query' | 'params',
): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (!result.success) throw new ApiError(400, issueMessage(result.issues[0], where));
  return result.output;
}

/** Adapts a spec validator (`value => message | undefined`) into a valibot pipe step. */
export function rule<T = string>(validator: (value: NoInfer<T>) => string | undefined) {
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = validator(dataset.value);
    if (message) addIssue({ message });
  });
}

/** Common field schemas. */
export const idParam = v.pipe(v.string(), v.minLength(1), v.maxLength(100));
