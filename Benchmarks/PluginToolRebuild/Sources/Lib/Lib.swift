/// The constant the plugin's tool generated.
public let value = generated
