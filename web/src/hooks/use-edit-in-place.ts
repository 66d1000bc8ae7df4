import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * One item of a list edited in place at a time, its form in the place of its row. Closing the
 * form (saved or cancelled) takes the keyboard back to that item's Edit button, which the form
 * had replaced; without it, focus would fall to the page's start.
 */
export function useEditInPlace() {
  const [editingId, setEditingId] = useState<string | null>(null);
  const editButtons = useRef(new Map<string, HTMLElement>());
  const returnTo = useRef<string | null>(null);

  useEffect(() => {
    if (editingId !== null || returnTo.current === null) return;
    editButtons.current.get(returnTo.current)?.focus();
    returnTo.current = null;
  }, [editingId]);

  return {
    editingId,
    edit: (id: string) => setEditingId(id),
    close: () => {
      returnTo.current = editingId;
      setEditingId(null);
    },
    /** The ref of an item's Edit button. */
    editButton: (id: string) => (element: HTMLElement | null) => {
      if (element) editButtons.current.set(id, element);
      else editButtons.current.delete(id);
    },
  };
}

/**
 * Escape in an edit form cancels it, and stops there (a dialog or a widget around it stays open);
 * not while a word is being composed, where Escape only leaves the composition.
 */
export function cancelOnEscape(onCancel: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.stopPropagation();
    onCancel();
  };
}
