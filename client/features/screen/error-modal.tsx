import { Modal } from '../../components/modal';

/** The screener's 'Error' dialog with an OK button; Escape or Enter closes it. */
export function ErrorModal({ message, onClose }: { message: string | undefined; onClose: () => void }) {
  return (
    <Modal
      open={message !== undefined}
      title="Error"
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <p className="dialog-message error" role="alert">
        {message}
      </p>
      <div className="dialog-actions">
        <button type="button" className="button button-primary" onClick={onClose} data-autofocus>
          OK
        </button>
      </div>
    </Modal>
  );
}
