import type * as React from "react";
import { Form, useNavigation } from "react-router";
import { SmsConsentField } from "~/components/forms/sms-consent-field";
import { TextField } from "~/components/forms/text-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { EQUIPMENT_TYPES } from "~/config/equipment-types";
import type { ProfileFormValues } from "~/domain/profile/get-profile.server";
import { PROFILE_FIELD_MAX_LENGTH as max } from "~/domain/profile/profile-field-limits";
import { PROFILE_STATES } from "~/domain/profile/profile-schemas";
import { format } from "~/i18n/catalog";
import { useMessages } from "~/i18n/use-messages";
import { SelectField } from "./select-field";
import { useProfileForm, type ProfileActionReply } from "./use-profile-form";

const FORM_ID = "profile";

/**
 * The profile form (spec document 1 §2, §5): Personal, Address and Equipment sections with the customer's own
 * notes. A plain POST to the route's action, so it works without JavaScript; `values` refill it after a refused post.
 */
export function ProfileForm({
  values,
  smsConsent,
  reply,
}: {
  values: ProfileFormValues;
  /** The saved phone's current SMS consent: the box starts in that state, and unticking it withdraws. */
  smsConsent: boolean;
  reply: ProfileActionReply | undefined;
}) {
  const messages = useMessages();
  const t = messages.portal.profile;
  const busy = useNavigation().state === "submitting";
  const { errors, onSubmit, onChange, message } = useProfileForm(reply);
  const shown: ProfileFormValues = { ...values, ...(reply?.values ?? {}) };
  const field = (name: keyof ProfileFormValues) => ({
    formId: FORM_ID,
    name,
    label: t.fields[name],
    defaultValue: shown[name],
    error: message(errors[name]),
  });

  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      onChange={onChange}
      aria-labelledby="profile-heading"
      className="flex flex-col gap-6"
    >
      <p className="text-sm text-muted-foreground">{t.requiredNote}</p>
      <Section title={t.sections.personal}>
        <TextField {...field("firstName")} required autoComplete="given-name" maxLength={max.firstName} />
        <TextField {...field("lastName")} required autoComplete="family-name" maxLength={max.lastName} />
        <TextField
          {...field("email")}
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={max.email}
          hint={t.hints.email}
        />
        <TextField {...field("phone")} type="tel" inputMode="tel" autoComplete="tel" maxLength={max.phone} />
        <div className="sm:col-span-2">
          <SmsConsentField
            formId={FORM_ID}
            defaultChecked={reply?.values ? reply.values.smsConsent === "yes" : smsConsent}
            status={
              smsConsent
                ? format(messages.smsConsent.profileOn, { phone: values.phone })
                : messages.smsConsent.profileOff
            }
          />
        </div>
      </Section>
      <Section title={t.sections.address}>
        <TextField
          {...field("addressLine1")}
          required
          autoComplete="address-line1"
          maxLength={max.addressLine1}
          className="sm:col-span-2"
        />
        <TextField
          {...field("addressLine2")}
          autoComplete="address-line2"
          maxLength={max.addressLine2}
          className="sm:col-span-2"
        />
        <TextField {...field("city")} required autoComplete="address-level2" maxLength={max.city} />
        <SelectField
          {...field("state")}
          required
          options={PROFILE_STATES.map((code) => ({ value: code, label: `${code} - ${t.states[code]}` }))}
        />
        <TextField
          {...field("zipCode")}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={max.zipCode}
        />
      </Section>
      <Section title={t.sections.equipment}>
        <SelectField
          {...field("equipmentType")}
          options={[
            { value: "", label: t.noEquipmentType },
            ...EQUIPMENT_TYPES.map((type) => ({ value: type, label: t.equipmentTypes[type] })),
          ]}
          className="sm:col-span-2"
        />
        <TextField {...field("equipmentBrand")} maxLength={max.equipmentBrand} />
        <TextField {...field("equipmentModel")} maxLength={max.equipmentModel} />
        <TextField {...field("notes")} multiline maxLength={max.notes} hint={t.hints.notes} className="sm:col-span-2" />
      </Section>
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-start" disabled={busy}>
        {busy ? t.saving : t.save}
      </Button>
    </Form>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}
