import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingProfileSchema,
  billSchema,
  billsResponseSchema,
  checkoutResponseSchema,
  companySubscriptionSchema,
  paymentProviderStatusSchema,
  paymentProviderTestSchema,
  paymentStatusSchema,
  type BillingProfile,
  type PaymentProviderInput,
} from '@frontdesk/contracts/billing';
import { api } from '../../../lib/api-client';

const BILLING = ['company', 'billing'] as const;

export function useSubscription() {
  return useQuery({
    queryKey: [...BILLING, 'subscription'],
    queryFn: () => api.get('/api/billing/company-subscription', companySubscriptionSchema),
  });
}

export function usePaymentStatus() {
  return useQuery({
    queryKey: [...BILLING, 'payment-status'],
    queryFn: () => api.get('/api/billing/payment-status', paymentStatusSchema),
  });
}

export function useBills() {
  return useQuery({
    queryKey: [...BILLING, 'bills'],
    queryFn: async () => (await api.get('/api/billing/bills', billsResponseSchema)).bills,
  });
}

/** Every billing figure again: after a payment or a failed attempt the server knows better. */
export function useRefreshBilling() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: BILLING });
}

export function useCheckout() {
  return useMutation({
    mutationFn: (amountCents: number) =>
      api.post('/api/billing/create-checkout-session', checkoutResponseSchema, { amount: amountCents }),
  });
}

export function usePayBill() {
  return useMutation({
    mutationFn: (billId: string) => api.post(`/api/billing/pay-bill/${billId}`, checkoutResponseSchema),
  });
}

export function useCancelBill() {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: (billId: string) => api.post(`/api/billing/bills/${billId}/cancel`, billSchema),
    onSuccess: () => refresh(),
  });
}

export function useBillingProfile(enabled: boolean) {
  return useQuery({
    queryKey: [...BILLING, 'profile'],
    queryFn: () => api.get('/api/billing/profile', billingProfileSchema),
    enabled,
  });
}

export function useSaveBillingProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (profile: BillingProfile) => api.put('/api/billing/profile', billingProfileSchema, profile),
    onSuccess: (profile) => client.setQueryData([...BILLING, 'profile'], profile),
  });
}

export function useCustomerPortal() {
  return useMutation({ mutationFn: () => api.post('/api/billing/customer-portal', checkoutResponseSchema) });
}

const PROVIDER = ['platform', 'payment-provider'] as const;

export function useProviderStatus(enabled: boolean) {
  return useQuery({
    queryKey: PROVIDER,
    queryFn: () => api.get('/api/billing/provider-settings', paymentProviderStatusSchema),
    enabled,
  });
}

export function useSaveProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentProviderInput) => api.put('/api/billing/provider-settings', paymentProviderStatusSchema, input),
    onSuccess: (status) => client.setQueryData(PROVIDER, status),
  });
}

export function useRemoveProvider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/billing/provider-settings', paymentProviderStatusSchema),
    onSuccess: (status) => client.setQueryData(PROVIDER, status),
  });
}

export function useTestProvider() {
  return useMutation({ mutationFn: () => api.post('/api/billing/provider-settings/test', paymentProviderTestSchema) });
}
