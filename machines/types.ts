/**
 * Domain records shared by machines, views and the reference server. Field names are the wire names of
 * the spec (accounts.md §3, ordering.md §3), Spanish included.
 */

export interface BrandColor {
  name: string;
  value: string;
}

export interface DeliveryConditions {
  porcentajeMarca: number;
  porcentajeUsuario: number;
  minimoGratis: number;
  minimoCompra: number;
  _id?: string;
}

export interface Brand {
  _id: string;
  domain: string;
  appName: string;
  businessType: 'b2c' | 'b2b';
  multipleMenu: boolean;
  colors: BrandColor[];
  headerLogo?: string;
  appBackground?: string;
  termsAndConditions?: string;
  privacyPolicy?: string;
  deliveryCondiciones?: Partial<DeliveryConditions>;
  /** Brand settings (the spec names these services or brands specially; we make them settings). */
  socialLoginProvider?: string;
  paymentProviderName?: string;
  showVatDisclaimer?: boolean;
  nativeAppPrompt?: boolean;
  percentagePoints?: number;
}

export type Gender = 'Male' | 'Female' | 'Other';

export interface User {
  _id: string;
  name?: string;
  email?: string;
  idMarca?: string;
  typeUser?: 'guest' | string;
  phoneNumber?: string;
  birthDate?: string | { year: number; month: number; day: number };
  gender?: Gender;
  identificationNumber?: string;
  priceCategory?: string;
  discountPercentage?: number;
  idLocal?: string;
  cuit?: string;
  businessName?: string;
  companyName?: string;
}

export const isGuestUser = (user: User | null | undefined): boolean => user?.typeUser === 'guest';

/** Where a machine sends the app: provided by src/adapters/navigation.ts. */
export interface NavigateParams {
  to: string;
  /** Replace the history entry instead of pushing one. */
  replace?: boolean;
  /**
   * A late navigation to a screen for people without a user (AUTH after a logout): when the diner is already on
   * another such screen (they tapped 'Ingresar con email' on AUTH in the meantime), they stay there.
   */
  keepNoUserScreen?: boolean;
}
