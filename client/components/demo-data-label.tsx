import type { DataSource } from '../../generated/model';

/** Says so plainly when the figures on a page come from the simulated demo market. */
export function DemoDataLabel({ source }: { source: DataSource | undefined }) {
  if (source?.provider !== 'demo') return null;
  return (
    <p className="demo-label" role="note">
      <strong>DEMO DATA</strong> <span>simulated market, fictional companies</span>
    </p>
  );
}
