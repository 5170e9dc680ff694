import { useQuery } from '@tanstack/react-query';
import { fluencyKeys, getFluency } from '../api/fluency';
import { Loading, LoadError } from '../forms';
import { FactGrid } from './FactGrid';

/** The facts' grid of a student or of a class, as the server aggregates it. */
export function FluencyReport({
  kind,
  id,
  headingOrder,
}: {
  kind: 'student' | 'classroom';
  id: number;
  headingOrder?: 2 | 3;
}) {
  const report = useQuery({
    queryKey: fluencyKeys.of(kind, id),
    queryFn: () => getFluency(kind, id),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
  if (report.isPending) return <Loading />;
  if (report.isError) return <LoadError error={report.error} onRetry={() => void report.refetch()} />;
  return <FactGrid facts={report.data.facts} headingOrder={headingOrder} />;
}
