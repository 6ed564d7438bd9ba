import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { logisticsCalls } from '@tcm/shared';
import { callQueryOptions } from '@/lib/call-query';

/** A number worth asking about: the tracking number's own rule, and long enough to tell a courier by. */
const ASKABLE = /^[A-Za-z0-9-]{8,30}$/;
const DEBOUNCE_MS = 400;

/**
 * Issue #22: the couriers a tracking number may belong to (GET api/logistics/recogniseCourier),
 * asked once the member stops typing. A refusal or an aggregator that cannot tell is just no
 * suggestion: the member picks from the list.
 */
export function useCourierRecognition(trackingNo: string | undefined) {
  const typed = (trackingNo ?? '').trim();
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const askable = settled === typed && ASKABLE.test(settled);
  return useQuery({
    ...callQueryOptions(logisticsCalls.recogniseCourier, { trackingNo: settled }, ['courier-recognition', settled]),
    enabled: askable,
    staleTime: Infinity,
    retry: false,
  });
}
