/**
 * The translation between the ids a flow's model names ('brand-1', 'user-1', 'guest-1') and the real server's
 * (issue 9; docs/browser-paths-plan.md §2 option (b)). Pure, so it runs both in the spec (Node) and in the page
 * (bundled into page-driver.ts). Whole path segments and whole query values only, never substrings, and one-to-one
 * per flow: a second real id for a model id, or a second model id for a real id, is an error (a map that folds
 * two ids into one would hide an app that sends the wrong one).
 */

/** Model id → real id. */
export type IdPairs = Array<[model: string, real: string]>;

export class IdMap {
  private readonly toReal = new Map<string, string>();
  private readonly toModel = new Map<string, string>();

  constructor(pairs: IdPairs = []) {
    for (const [model, real] of pairs) this.add(model, real);
  }

  /** Records that the model's `model` is the server's `real`; the same pair again is fine, a clash throws. */
  add(model: string, real: string): void {
    const knownReal = this.toReal.get(model);
    const knownModel = this.toModel.get(real);
    if (knownReal === real && knownModel === model) return;
    if (knownReal !== undefined)
      throw new Error(`id map: the model's "${model}" is already the server's "${knownReal}", not "${real}"`);
    if (knownModel !== undefined)
      throw new Error(
        `id map: the server's "${real}" is already the model's "${knownModel}", not "${model}"`,
      );
    if (model === real) throw new Error(`id map: "${model}" maps to itself`);
    this.toReal.set(model, real);
    this.toModel.set(real, model);
  }

  pairs(): IdPairs {
    return [...this.toReal.entries()];
  }

  /** A path with its query string ('/user/user-1?idMarca=brand-1') from the model's ids to the server's. */
  realPath(path: string): string {
    return translatePath(path, this.toReal);
  }

  /** A path with its query string from the server's ids to the model's. */
  modelPath(path: string): string {
    return translatePath(path, this.toModel);
  }

  /** A JSON value whose strings that are whole real ids become the model's (a request body as the model sees it). */
  modelValue<T>(value: T): T {
    return translateValue(value, this.toModel) as T;
  }

  /** A JSON value whose strings that are whole model ids become the server's (a saved state). */
  realValue<T>(value: T): T {
    return translateValue(value, this.toReal) as T;
  }
}

const segment = (value: string, table: Map<string, string>) => {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return value;
  }
  const translated = table.get(decoded);
  return translated === undefined ? value : encodeURIComponent(translated);
};

function translatePath(path: string, table: Map<string, string>): string {
  if (table.size === 0) return path;
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = withoutHash.indexOf('?');
  const pathname = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const query = queryAt >= 0 ? withoutHash.slice(queryAt + 1) : null;
  const segments = pathname
    .split('/')
    .map((s) => segment(s, table))
    .join('/');
  const params =
    query === null
      ? ''
      : `?${query
          .split('&')
          .map((pair) => {
            const at = pair.indexOf('=');
            return at < 0 ? pair : `${pair.slice(0, at + 1)}${segment(pair.slice(at + 1), table)}`;
          })
          .join('&')}`;
  return `${segments}${params}${hash}`;
}

function translateValue(value: unknown, table: Map<string, string>): unknown {
  if (table.size === 0) return value;
  if (typeof value === 'string') return table.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => translateValue(v, table));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, translateValue(v, table)]));
  return value;
}
