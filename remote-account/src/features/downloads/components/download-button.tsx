import { type Download, errorMessage } from '@adlens/shared-contracts';
import { useAnalytics, useApi, useNotify } from '@adlens/shared-contracts/react';
import { Button, VisuallyHidden, buttonClassName } from '@adlens/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { safeNavigationUrl } from '../../../components/safe-navigation-url';
import { startDownload } from '../api/downloads-api';
import { saveFile } from '../state/file-url';
import { DOWNLOADS_LOCKED_MESSAGE } from './downloads-plan-notice';
import { accountKeys } from '../../../lib/query-keys';

export const FILE_URL_ERROR = 'The file could not be opened. Please try again.';

/**
 * Downloading while the plan lacks it: focusable (aria-disabled) so that keyboard users reach the
 * explanation, which `lockedBy` names; a press repeats it and calls nothing.
 */
function LockedDownloadButton({ item, lockedBy }: { item: Download; lockedBy: string }) {
  const notify = useNotify();
  return (
    <button
      type="button"
      className={`${buttonClassName('primary', 'small')} download-button--locked`}
      aria-disabled="true"
      aria-describedby={lockedBy}
      onClick={() => notify.show({ type: 'info', message: DOWNLOADS_LOCKED_MESSAGE })}
    >
      <span aria-hidden="true">🔒 </span>
      Download<VisuallyHidden> {item.title}</VisuallyHidden>
    </button>
  );
}

interface DownloadButtonProps {
  item: Download;
  /** Id of the explanation when the plan lacks downloads; the button is locked then. */
  lockedBy?: string | null;
}

export function DownloadButton({ item, lockedBy }: DownloadButtonProps) {
  return lockedBy ? (
    <LockedDownloadButton item={item} lockedBy={lockedBy} />
  ) : (
    <StartDownloadButton item={item} />
  );
}

/** Records the download, then hands the file to the browser; the row's status follows. */
function StartDownloadButton({ item }: { item: Download }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const analytics = useAnalytics();
  const mutation = useMutation({
    mutationFn: async () => {
      const started = await startDownload(api, item.id);
      const url = safeNavigationUrl(started.url);
      if (!url) throw new Error(FILE_URL_ERROR);
      return url;
    },
    onSuccess: async (url) => {
      analytics.track('download', { download_id: item.id, kind: item.kind });
      saveFile(url, item.file_name);
      await queryClient.invalidateQueries({ queryKey: accountKeys.downloads() });
    },
  });
  const failure =
    mutation.error instanceof Error && mutation.error.message === FILE_URL_ERROR
      ? FILE_URL_ERROR
      : mutation.isError
        ? errorMessage(mutation.error)
        : null;
  return (
    <div className="download-button">
      <Button
        size="small"
        loading={mutation.isPending}
        onClick={() => {
          if (!mutation.isPending) mutation.mutate();
        }}
      >
        Download<VisuallyHidden> {item.title}</VisuallyHidden>
      </Button>
      {failure ? (
        <p role="alert" className="download-button__error">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
