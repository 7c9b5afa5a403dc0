/**
 * The dashboard answer, kept live: loaded once, replaced whole by each `dashboard` socket event,
 * reloaded after a reconnect (events may have been missed) and every minute in case the socket is
 * quietly stuck.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openScheduleSocket } from '../../api/socket';
import { fetchDashboard } from './dashboardApi';
import { isDashboard } from './dashboardModel';

export const REFETCH_MS = 60_000;

/** One answer per branch: the socket joins the branch's room at the handshake. */
export const dashboardKey = (branchId: number | null) => ['dashboard', branchId] as const;

export function useLiveDashboard(branchId: number | null) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const query = useQuery({
    queryKey: dashboardKey(branchId),
    queryFn: ({ signal }) => fetchDashboard(signal),
    refetchInterval: REFETCH_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });

  useEffect(() => {
    const key = dashboardKey(branchId);
    return openScheduleSocket({
      onDashboard: (payload) => {
        if (isDashboard(payload)) queryClient.setQueryData(key, payload);
      },
      onReconnect: () => void queryClient.refetchQueries({ queryKey: key, exact: true }),
      onStatus: setLive,
    });
  }, [queryClient, branchId]);

  return { query, live };
}
