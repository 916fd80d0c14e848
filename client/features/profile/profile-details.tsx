import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { getGetMeQueryKey } from '../../../generated/client/auth/auth';
import { useUpdateProfile } from '../../../generated/client/user/user';
import type { User } from '../../../generated/model';
import { formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toasts';
import { useDisplayTimeZone } from '../../lib/hydration-safe';

function shown(value: string): string {
  return value.trim() ? value : 'Not set';
}

/** 'Your Profile': read-only e-mail, editable first and last name, created and updated times. */
export function ProfileDetails({ user }: { user: User }) {
  const timeZone = useDisplayTimeZone();
  const queryClient = useQueryClient();
  const update = useUpdateProfile();
  const [editing, setEditing] = useState(false);
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);

  const startEditing = () => {
    setFirstName(user.firstName);
    setLastName(user.lastName);
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const saved = await update.mutateAsync({ data: { firstName: firstName.trim(), lastName: lastName.trim() } });
      queryClient.setQueryData(getGetMeQueryKey(), saved);
      setEditing(false);
      toast.success('Profile updated');
    } catch (error) {
      console.error('Updating the profile failed', error);
      toast.error('Failed to update profile');
    }
  };

  return (
    <section className="panel profile-section" aria-labelledby="profile-details-title">
      <h2 id="profile-details-title">Your Profile</h2>
      <form onSubmit={(event) => void save(event)}>
        <dl className="facts">
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>{editing ? <label htmlFor="profile-first-name">First Name</label> : 'First Name'}</dt>
          <dd>
            {editing ? (
              <input id="profile-first-name" maxLength={100} value={firstName} onChange={(event) => setFirstName(event.target.value)} />
            ) : (
              shown(user.firstName)
            )}
          </dd>
          <dt>{editing ? <label htmlFor="profile-last-name">Last Name</label> : 'Last Name'}</dt>
          <dd>
            {editing ? (
              <input id="profile-last-name" maxLength={100} value={lastName} onChange={(event) => setLastName(event.target.value)} />
            ) : (
              shown(user.lastName)
            )}
          </dd>
          <dt>Created</dt>
          <dd>{formatDateTime(user.createdAt, timeZone)}</dd>
          <dt>Last Updated</dt>
          <dd>{formatDateTime(user.updatedAt, timeZone)}</dd>
        </dl>
        <div className="button-row">
          {editing ? (
            <>
              {/* Keys keep React from turning the clicked EDIT button into this submit button mid-click. */}
              <button key="save" type="submit" className="button button-primary" disabled={update.isPending}>
                {update.isPending ? 'SAVING...' : 'SAVE CHANGES'}
              </button>
              <button key="cancel" type="button" className="button" disabled={update.isPending} onClick={() => setEditing(false)}>
                CANCEL
              </button>
            </>
          ) : (
            <button key="edit" type="button" className="button" onClick={startEditing}>
              EDIT PROFILE
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
