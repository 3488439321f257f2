/** Spec §3 Client and Client organization. */
export interface Client {
  id: number;
  name: string;
  isDemo: boolean;
  userSessionLengthMinutes: number;
}

export interface ClientOrganization {
  id: number;
  name: string;
}

export interface ProviderNetworkItem {
  isHcscNetwork: boolean;
}

/** List answers of the member API share one envelope. */
export interface ItemsResponse<T> {
  items: T[];
}
