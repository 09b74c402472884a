// One compiled route table for every world of a server: each world's app registers the same routes in the same
// order, so the router is built once and a world keeps only its own handlers, by position. Building the table
// (Hono's RegExpRouter) took about 1.4 ms and 50 KB per world; now a world pays neither.
import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** The routes, as numbers: a route's position among the registrations. */
export class SharedRoutes {
  private readonly router = new SmartRouter<number>({ routers: [new RegExpRouter(), new TrieRouter()] });
  private readonly routes: Array<readonly [string, string]> = [];

  /** Registers route `index`; a later world's registration must be the same one, or the worlds differ. */
  add(index: number, method: string, path: string): void {
    const known = this.routes[index];
    if (known) {
      if (known[0] !== method || known[1] !== path) {
        throw new Error(
          `worlds must register the same routes in the same order: route ${index} is ${known[0]} ${known[1]}, not ${method} ${path}`,
        );
      }
      return;
    }
    if (index !== this.routes.length) throw new Error(`route ${index} registered out of order (${this.routes.length} known)`);
    this.routes.push([method, path]);
    this.router.add(method, path, index);
  }

  match(method: string, path: string): Result<number> {
    return this.router.match(method, path);
  }
}

type Matches<T> = Result<T>[0];

/** A world's router: the shared table's answer, with the positions turned into this world's handlers. */
export class WorldRouter<T> implements Router<T> {
  readonly name = 'WorldRouter';
  private readonly handlers: T[] = [];
  /**
   * The table answers the same array for every request to a route (RegExpRouter keeps one per route), so the world's
   * version of it is made once. A router that answers a new array each time (TrieRouter) is mapped each time.
   */
  private readonly mapped = new WeakMap<object, Matches<T>>();

  constructor(private readonly shared: SharedRoutes) {}

  add(method: string, path: string, handler: T): void {
    this.shared.add(this.handlers.length, method, path);
    this.handlers.push(handler);
  }

  match(method: string, path: string): Result<T> {
    const result = this.shared.match(method, path);
    const positions = result[0];
    if (positions.length === 0) return result as unknown as Result<T>;
    let mine = this.mapped.get(positions);
    if (!mine) {
      mine = positions.map(([index, params]) => [this.handlers[index]!, params]) as Matches<T>;
      this.mapped.set(positions, mine);
    }
    return (result.length === 2 ? [mine, result[1]] : [mine]) as Result<T>;
  }
}
