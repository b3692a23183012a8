import type { UsageLog } from '@csi/api-client';
import type { AsyncState } from '../../../hooks/useAsync';
import { useErrorModal } from '../../../hooks/useErrorModal';
import { AsyncView } from '../shared/AsyncView';
import { UsageAnalytics } from './UsageAnalytics';

/** Props of {@link AnalyticsView}. */
export interface AnalyticsViewProps {
  /** The load of the user's usage logs. */
  logs: AsyncState<UsageLog[]>;
  /** Loads the logs again. */
  onRetry: () => void;
}

/** The analytics page's body: a spinner, the usage analytics, or the failure with an 'API Usage Error' modal. */
export function AnalyticsView({ logs, onRetry }: AnalyticsViewProps) {
  useErrorModal(logs, 'API Usage Error');
  return (
    <AsyncView state={logs} what="your API usage" onRetry={onRetry}>
      {(list) => <UsageAnalytics logs={list} />}
    </AsyncView>
  );
}
