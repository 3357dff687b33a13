import { useState } from 'react';

/** The rows of a list ticked to be handled together (orders to ship, documents to send again). */
export function useChosen() {
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((each) => each !== id) : [...current, id]));
  return { chosen, toggle, clear: () => setChosen([]) };
}
