import { type CSSProperties, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { schedulingPlanEn, schedulingPlanZhHK } from '@limo/domain/i18n/schedulingPlan';
import { registerTexts } from '../../../i18n';
import { GHOST_ROW_PX, type GhostBar as Ghost, ghostNavId } from './planModel';

interface Props {
  ghost: Ghost;
  /** The zoom: pixels drawn per pixel of the model. */
  scale: number;
  /** Enter, Space or a click: the screen asks to confirm, then applies this one job. */
  onAccept: (orderVehicleId: number) => void;
  /** Focus reports the ghost's keyboard id (negative), as a real bar reports its job's. */
  onFocusGhost: (navId: number) => void;
}

registerTexts(schedulingPlanEn, schedulingPlanZhHK);

const BASE: CSSProperties = {
  position: 'absolute',
  height: GHOST_ROW_PX - 3,
  padding: '0 3px',
  borderRadius: 3,
  background: 'transparent',
  color: '#212529',
  font: '10px/1 system-ui, sans-serif',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  zIndex: 2,
};

/**
 * A proposed assignment of the day plan (issue 32): outlined, not filled, in the thin rows under the
 * lane's real bars. Told apart without colour: dashed, and named "Proposed: …"; a refused one is
 * dotted, struck through and named "Refused: …" with the server's reason.
 */
export const GhostBar = memo(function GhostBar({ ghost, scale, onAccept, onFocusGhost }: Props) {
  const { t } = useTranslation();
  const { orderVehicleId, ref, driver, refused } = ghost;
  const name = refused ? t('plan.ghostRefused', { ref, driver, message: refused.message }) : t('plan.ghost', { ref, driver });
  const style: CSSProperties = {
    ...BASE,
    top: ghost.top,
    left: ghost.left * scale,
    width: Math.max(6, ghost.width * scale),
    border: refused ? '2px dotted #b02a37' : '1px dashed #343a40',
    textDecoration: refused ? 'line-through' : undefined,
  };
  return (
    <button
      type="button"
      className="plan-ghost"
      data-ov={ghostNavId(orderVehicleId)}
      data-ghost={orderVehicleId}
      data-refused={refused ? refused.code : undefined}
      aria-label={name}
      title={name}
      style={style}
      onClick={() => onAccept(orderVehicleId)}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          e.stopPropagation();
          onAccept(orderVehicleId);
        }
      }}
      onFocus={() => onFocusGhost(ghostNavId(orderVehicleId))}
    >
      {/* The job's reference: data, not a word to translate. */}
      <span translate="no">{ref}</span>
    </button>
  );
});
