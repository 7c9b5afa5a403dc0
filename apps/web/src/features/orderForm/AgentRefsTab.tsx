import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatError } from '../../api/errors';
import { ErrorAlert } from '../../widgets/ErrorAlert';
import { orderRefs, postOrderRef } from './orderApi';
import type { OrderWire } from './orderModel';

/** The agents' references of the order, and a new one (the same one twice is refused by the server). */
export function AgentRefsTab({ order }: { order: OrderWire }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['orderForm', 'refs', order.id];
  const list = useQuery({ queryKey: key, queryFn: () => orderRefs(order.id), retry: false });
  const [agentRef, setAgentRef] = useState('');
  const [remarks, setRemarks] = useState('');
  const add = useMutation({
    mutationFn: () => postOrderRef({ orderId: order.id, agentRef: agentRef.trim(), ...(remarks.trim() ? { remarks: remarks.trim() } : {}) }),
    onSuccess: () => {
      setAgentRef('');
      setRemarks('');
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['orderForm', 'history', order.id] });
    },
  });
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ErrorAlert message={list.error ? formatError(list.error) : add.error ? formatError(add.error) : null} onClose={() => add.reset()} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label={t('of.agentRefs')} role="list">
        {(list.data ?? []).map((r) => (
          <Chip key={r.id} role="listitem" label={r.remarks ? `${String(r.agentRef)} · ${String(r.remarks)}` : String(r.agentRef)} />
        ))}
      </Box>
      <Box
        component="form"
        noValidate
        aria-label={t('of.addAgentRef')}
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate();
        }}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr auto' } }}
      >
        <TextField
          size="small"
          label={t('of.agentRef')}
          value={agentRef}
          onChange={(e) => setAgentRef(e.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <TextField
          size="small"
          label={t('of.remarks')}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button type="submit" variant="outlined" disabled={add.isPending || !agentRef.trim()}>
          {t('of.addAgentRef')}
        </Button>
      </Box>
    </Box>
  );
}
