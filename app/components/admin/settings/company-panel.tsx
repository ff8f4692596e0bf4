import { ShieldAlert } from "lucide-react";
import { useState } from "react";
import { Input } from "~/components/ui/input";
import {
  SETTINGS_LIMITS,
  SOCIAL_NETWORKS,
  adminEmailChanges,
  type SettingsFormValues,
} from "~/domain/settings/settings-schemas";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { SettingsCheckbox, SettingsField, describedField, SettingsCard } from "./settings-field";

export type PanelProps = { values: SettingsFormValues; errors: Record<string, string> };

/** Company Info: name, contact details, credentials, social profiles and the designated admin e-mail. */
export function CompanyPanel({
  values,
  errors,
  currentAdminEmail,
  adminThroughDesignatedEmail,
}: PanelProps & { currentAdminEmail: string; adminThroughDesignatedEmail: boolean }) {
  const m = useMessages().admin.settings;
  const f = m.fields;
  const text = (
    name: keyof SettingsFormValues,
    options: {
      hint?: boolean;
      max: number;
      type?: string;
      autoComplete?: string;
      inputMode?: "tel" | "numeric" | "email" | "url";
    },
  ) => (
    <Input
      {...describedField(name, { error: errors[name], hint: options.hint })}
      type={options.type ?? "text"}
      inputMode={options.inputMode}
      maxLength={options.max}
      autoComplete={options.autoComplete ?? "off"}
      defaultValue={values[name]}
    />
  );
  const required = { required: true, requiredLabel: m.requiredMark } as const;
  const years = new Date().getFullYear() - Number(values.foundedYear);

  return (
    <div className="flex flex-col gap-6">
      <SettingsCard
        title={m.sections.company.title}
        description={m.sections.company.description}
        className="grid gap-4 sm:grid-cols-2"
      >
        <SettingsField
          name="companyName"
          label={f.companyName}
          {...required}
          error={errors.companyName}
          className="sm:col-span-2"
        >
          {text("companyName", { max: SETTINGS_LIMITS.companyNameLength, autoComplete: "organization" })}
        </SettingsField>
        <SettingsField name="mainPhone" label={f.mainPhone} {...required} error={errors.mainPhone} hint={f.phoneHint}>
          {text("mainPhone", { hint: true, max: SETTINGS_LIMITS.phoneLength, type: "tel", inputMode: "tel" })}
        </SettingsField>
        <SettingsField
          name="emergencyPhone"
          label={f.emergencyPhone}
          {...required}
          error={errors.emergencyPhone}
          hint={f.phoneHint}
        >
          {text("emergencyPhone", { hint: true, max: SETTINGS_LIMITS.phoneLength, type: "tel", inputMode: "tel" })}
        </SettingsField>
        <SettingsField name="email" label={f.email} {...required} error={errors.email} hint={f.emailHint}>
          {text("email", { hint: true, max: SETTINGS_LIMITS.emailLength, type: "email" })}
        </SettingsField>
        <SettingsField name="address" label={f.address} {...required} error={errors.address} hint={f.addressHint}>
          {text("address", { hint: true, max: SETTINGS_LIMITS.addressLength })}
        </SettingsField>
        <SettingsField name="licenseNumber" label={f.licenseNumber} {...required} error={errors.licenseNumber}>
          {text("licenseNumber", { max: SETTINGS_LIMITS.licenseNumberLength })}
        </SettingsField>
        <SettingsField
          name="foundedYear"
          label={f.foundedYear}
          {...required}
          error={errors.foundedYear}
          hint={Number.isFinite(years) && years >= 0 ? format(f.foundedYearHint, { years }) : undefined}
        >
          {text("foundedYear", { hint: Number.isFinite(years) && years >= 0, max: 4, inputMode: "numeric" })}
        </SettingsField>
      </SettingsCard>

      <SettingsCard
        title={m.sections.social.title}
        description={m.sections.social.description}
        className="grid gap-4 sm:grid-cols-2"
      >
        {SOCIAL_NETWORKS.map((network) => (
          <SettingsField key={network} name={network} label={f[network]} error={errors[network]} hint={f.socialHint}>
            {text(network, { hint: true, max: SETTINGS_LIMITS.socialLinkLength, type: "url", inputMode: "url" })}
          </SettingsField>
        ))}
      </SettingsCard>

      <AdminEmailCard
        values={values}
        errors={errors}
        currentAdminEmail={currentAdminEmail}
        adminThroughDesignatedEmail={adminThroughDesignatedEmail}
      />
    </div>
  );
}

/**
 * The designated admin e-mail (DECISIONS.md §2). The warning is always shown; the confirmation box appears once the
 * typed address differs from the stored one (without JavaScript: when the server refused an unconfirmed change).
 * Someone who is admin only through this address sees it read-only: moving it would lock them out.
 */
function AdminEmailCard({
  values,
  errors,
  currentAdminEmail,
  adminThroughDesignatedEmail,
}: PanelProps & { currentAdminEmail: string; adminThroughDesignatedEmail: boolean }) {
  const m = useMessages().admin.settings;
  const f = m.fields;
  const [typed, setTyped] = useState(values.adminEmail);
  const changed = adminEmailChanges(currentAdminEmail, typed);

  return (
    <SettingsCard
      title={m.sections.access.title}
      description={m.sections.access.description}
      className="flex flex-col gap-4"
    >
      {/* A standing warning, not an alert: screen readers should not announce it on every page load. */}
      <div className="flex gap-3 rounded-lg border border-primary/30 bg-secondary p-4 text-sm text-secondary-foreground">
        <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>{adminThroughDesignatedEmail ? f.adminEmailOwnAccess : f.adminEmailWarning}</p>
      </div>
      <SettingsField
        name="adminEmail"
        label={f.adminEmail}
        error={errors.adminEmail}
        hint={f.adminEmailHint}
        className="sm:max-w-md"
      >
        <Input
          {...describedField("adminEmail", { error: errors.adminEmail, hint: true })}
          type="email"
          maxLength={SETTINGS_LIMITS.emailLength}
          autoComplete="off"
          defaultValue={values.adminEmail}
          readOnly={adminThroughDesignatedEmail}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </SettingsField>
      {changed || errors.adminEmailConfirmed ? (
        <SettingsCheckbox
          name="adminEmailConfirmed"
          label={f.adminEmailConfirm}
          error={errors.adminEmailConfirmed}
          defaultChecked={values.adminEmailConfirmed !== ""}
        />
      ) : null}
    </SettingsCard>
  );
}
