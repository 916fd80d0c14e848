import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useSignOut } from '../../lib/auth';

/** Logout button with its confirm dialog; a failed logout is logged and the dialog closes. */
export function LogoutButton() {
  const [open, setOpen] = useState(false);
  const { signOut, isPending } = useSignOut();

  const confirm = async () => {
    try {
      await signOut();
    } catch (error) {
      console.error('Logout failed', error);
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        Logout
      </button>
      <ConfirmDialog
        open={open}
        title="Confirm Logout"
        message="Are you sure you want to log out?"
        confirmText={isPending ? 'Logging out...' : 'Logout'}
        busy={isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
