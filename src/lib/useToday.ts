import { startOfTomorrow } from 'date-fns';
import { useEffect, useState } from 'react';

/**
 * The current moment, renewed at each local midnight, so a dashboard left open overnight moves its
 * "today" (the date picker's limit, today's and the last 7 days' earnings) to the new day.
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    // A timer that fires a moment early sets the same day again, and the next one waits out the rest.
    const timer = window.setTimeout(() => setToday(new Date()), startOfTomorrow().getTime() - Date.now());
    return () => window.clearTimeout(timer);
  }, [today]);
  return today;
}
