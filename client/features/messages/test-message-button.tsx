import { useQueryClient } from '@tanstack/react-query';
import { useCreateMessage } from '../../../generated/client/messages/messages';
import { FLAGS, useFeatureFlags } from '../../lib/feature-flags';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toasts';
import { dispatchPollingEvent } from './message-logic';
import { refreshCounts } from './message-store';

/** '🧪 SEND TEST MESSAGE', only under flag test-message-button: puts a message in the user's own inbox. */
export function TestMessageButton() {
  const flags = useFeatureFlags();
  const queryClient = useQueryClient();
  const create = useCreateMessage();
  if (!flags.isOn(FLAGS.testMessageButton)) return null;

  const send = async () => {
    try {
      const message = await create.mutateAsync({
        data: {
          subject: 'Test message',
          body: `This is a test message sent at ${new Date().toLocaleString('en-US')}.`,
          priority: 'normal',
        },
      });
      dispatchPollingEvent({ type: 'newMessage', message });
      await refreshCounts(queryClient);
    } catch (error) {
      toast.error(`Failed to send test message: ${errorMessage(error)}`);
    }
  };

  return (
    <button type="button" className="button" disabled={create.isPending} onClick={() => void send()}>
      🧪 SEND TEST MESSAGE
    </button>
  );
}
