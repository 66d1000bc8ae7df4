import { RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Fetches the conversation again at once; spins while a fetch (also the periodic one) runs. */
export function RefreshButton({ fetching, onRefresh }: { fetching: boolean; onRefresh: () => void }) {
  return (
    <Button variant="secondary" onClick={onRefresh} disabled={fetching}>
      <RefreshCw aria-hidden className={fetching ? 'size-4 animate-spin' : 'size-4'} />
      Refresh
    </Button>
  );
}
