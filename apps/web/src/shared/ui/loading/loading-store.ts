import { create } from 'zustand';

/** Counts running blocking operations; the overlay shows while any runs. */
export const useLoadingCount = create<{ pending: number }>(() => ({ pending: 0 }));

/** Starts a blocking operation and returns the function that ends it (safe to call twice). */
export function startLoading(): () => void {
  useLoadingCount.setState((s) => ({ pending: s.pending + 1 }));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    useLoadingCount.setState((s) => ({ pending: Math.max(0, s.pending - 1) }));
  };
}

export async function withLoading<T>(work: Promise<T>): Promise<T> {
  const end = startLoading();
  try {
    return await work;
  } finally {
    end();
  }
}
