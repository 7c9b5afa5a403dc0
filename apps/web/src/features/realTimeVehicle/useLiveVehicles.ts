import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openScheduleSocket } from '../../api/socket';
import { useSession } from '../../app/session/SessionContext';
import { mergeVehicles } from './liveModel';
import { fetchLiveVehicles, type LiveVehicles } from './liveVehiclesApi';

/**
 * The branch's live positions: the list call, then `gps` events merged in by driver. After a
 * reconnect events may have been missed, so the list is loaded again. The socket joins the branch
 * room at its handshake, so a branch change opens a new one.
 */
export function useLiveVehicles() {
  const { branchId } = useSession();
  const queryClient = useQueryClient();
  const key = ['liveVehicles', branchId] as const;
  const query = useQuery({ queryKey: key, queryFn: fetchLiveVehicles, retry: false, refetchOnWindowFocus: false });
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    const queryKey = ['liveVehicles', branchId] as const;
    return openScheduleSocket({
      onGps: (payload) =>
        queryClient.setQueryData<LiveVehicles>(queryKey, (data) => {
          if (!data || !Array.isArray(payload?.drivers)) return data;
          const drivers = mergeVehicles(data.drivers, payload.drivers);
          return drivers === data.drivers ? data : { ...data, drivers };
        }),
      onReconnect: () => void queryClient.invalidateQueries({ queryKey }),
      onStatus: setConnected,
    });
  }, [branchId, queryClient]);

  return { query, connected };
}

/** The time ages are measured against, moved on every minute so "5 min ago" and the 3-hour view stay true. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
