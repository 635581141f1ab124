import { lazy, Suspense } from 'react';
import { useToastStore } from 'shared-kernel';

// The Toaster's code loads with the first toast, so a visitor's first page stays small.
const Toaster = lazy(() => import('./Toaster'));

export function ToastOutlet() {
  const any = useToastStore((s) => s.toasts.length > 0);
  if (!any) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
