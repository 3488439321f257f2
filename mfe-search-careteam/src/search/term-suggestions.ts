import { useEffect, useState } from 'react';
import { useSuggestions } from './search.resource';

/** What the member typed, settled for 250 ms, then the API's suggestions (specialties and names nearby). */
export function useTermSuggestions(term: string, location: string): string[] {
  const [settled, setSettled] = useState(term);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(term), 250);
    return () => clearTimeout(timer);
  }, [term]);
  const suggestions = useSuggestions(settled, location === 'here' ? '' : location);
  return (suggestions.data ?? []).map((suggestion) => suggestion.label);
}
