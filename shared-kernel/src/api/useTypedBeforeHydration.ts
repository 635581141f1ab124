import { useEffect, type RefObject } from 'react';

/**
 * What a visitor typed or chose in a form of a page the server rendered, before the app hydrated
 * it. React keeps it on screen (it does not overwrite a field while hydrating) but does not report
 * it, so the form's state still holds the server's values and a submit would send those. Right
 * after hydration this calls `onTyped` once with each named field the visitor changed (its value is
 * not the one the server rendered), for the form's state to take it. On a page the app rendered
 * itself nothing differs, and it is not called.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  onTyped: (typed: Record<string, string>) => void,
) {
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of Array.from(form.current?.elements ?? [])) {
      if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
        if (field.name && field.value !== field.defaultValue) typed[field.name] = field.value;
      } else if (field instanceof HTMLSelectElement) {
        const chosen = field.selectedOptions[0];
        if (field.name && chosen && !chosen.defaultSelected) typed[field.name] = field.value;
      }
    }
    if (Object.keys(typed).length > 0) onTyped(typed);
    // Once: what differs after the first render is the visitor's typing before it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
