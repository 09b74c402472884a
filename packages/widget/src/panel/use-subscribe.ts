// Re-renders a component when a store it reads from changes.
import { useLayoutEffect, useState } from 'preact/hooks';

export function useSubscribe(source: { subscribe(listener: () => void): () => void }): void {
  const [, setVersion] = useState(0);
  // A layout effect subscribes before anything can change after the first render.
  useLayoutEffect(() => source.subscribe(() => setVersion((n) => n + 1)), [source]);
}
