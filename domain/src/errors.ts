/** Body of every error the API answers with. `fields` names each bad field with its messages. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  fields?: Record<string, string[]>;
}
