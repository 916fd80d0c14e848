import { FLAGS, useFeatureFlags } from '../../lib/feature-flags';
import { usePreferences } from '../../lib/preferences';
import { toast } from '../../lib/toasts';

const EMAIL_PREFERENCE = 'emailSystemMessages';

/** Preferences: the system e-mail toggle, shown only under flag email-notifications. */
export function EmailPreference() {
  const flags = useFeatureFlags();
  const preferences = usePreferences();
  if (!flags.isOn(FLAGS.emailNotifications)) return null;
  const checked = preferences.values[EMAIL_PREFERENCE] === 'true';
  const change = (value: boolean) => {
    preferences.save({ [EMAIL_PREFERENCE]: String(value) }).catch((error: unknown) => {
      console.error('Saving the e-mail preference failed', error);
      toast.error('Failed to update preferences');
    });
  };
  return (
    <section className="panel profile-section" aria-labelledby="preferences-title">
      <h2 id="preferences-title">Preferences</h2>
      <label className="checkbox">
        <input type="checkbox" checked={checked} onChange={(event) => change(event.target.checked)} />
        Receive system notification e-mails
      </label>
    </section>
  );
}
